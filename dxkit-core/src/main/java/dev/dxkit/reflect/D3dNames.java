package dev.dxkit.reflect;

import dev.dxkit.part.CbufferType;
import dev.dxkit.part.ComponentType;
import dev.dxkit.part.MinPrecision;
import dev.dxkit.part.PrimitiveNames;
import dev.dxkit.part.ReturnType;
import dev.dxkit.part.ShaderInputType;
import dev.dxkit.part.SrvDimension;
import dev.dxkit.part.SystemValue;
import dev.dxkit.part.VariableClass;
import dev.dxkit.part.VariableType;

import java.util.Locale;

/**
 * The names the Direct3D headers give the enumeration values reflection returns ({@code D3D_SIT_TEXTURE},
 * {@code D3D_FEATURE_LEVEL_11_0} …), or null for a value they do not define.
 */
public final class D3dNames {
    private D3dNames() {
    }

    /**
     * {@return the {@code D3D_SIT_*} name of input type {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String inputType(long v) {
        return ShaderInputType.byCode(v).map(ShaderInputType::d3dName).orElse(null);
    }

    /**
     * {@return the {@code D3D_RETURN_TYPE_*} name of return type {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String returnType(long v) {
        return v == 0 ? null : ReturnType.byCode(v).map(ReturnType::d3dName).orElse(null);
    }

    /**
     * {@return the {@code D3D_SRV_DIMENSION_*} name of dimension {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String dimension(long v) {
        return SrvDimension.byCode(v).map(SrvDimension::d3dName).orElse(null);
    }

    /**
     * {@return the {@code D3D_CT_*} name of cbuffer type {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String cbufferType(long v) {
        return CbufferType.byCode(v).map(CbufferType::d3dName).orElse(null);
    }

    /**
     * {@return the {@code D3D_SVC_*} name of variable class {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String variableClass(long v) {
        return VariableClass.byCode(v).map(VariableClass::d3dName).orElse(null);
    }

    /**
     * {@return the {@code D3D_SVT_*} name of variable type {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String variableType(long v) {
        return VariableType.byCode(v).map(VariableType::d3dName).orElse(null);
    }

    /**
     * {@return the {@code D3D_NAME_*} name of system value {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String systemValue(long v) {
        return SystemValue.byCode(v).map(SystemValue::d3dName).orElse(null);
    }

    /**
     * {@return the {@code D3D_REGISTER_COMPONENT_*} name of component type {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String componentType(long v) {
        return ComponentType.byCode(v).map(ComponentType::d3dName).orElse(null);
    }

    /**
     * {@return the {@code D3D_MIN_PRECISION_*} name of {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String minPrecision(long v) {
        return MinPrecision.byCode(v).map(MinPrecision::d3dName).orElse(null);
    }

    /**
     * {@return {@code D3D_PRIMITIVE_TOPOLOGY} (a geometry program's output)}
     * @param v the value as stored
     */
    public static String topology(long v) {
        return PrimitiveNames.topology(v);
    }

    /**
     * {@return {@code D3D_PRIMITIVE} (a geometry program's input): points … triangles with adjacency, and patches}
     * @param v the value as stored
     */
    public static String primitive(long v) {
        return PrimitiveNames.primitive(v);
    }

    /**
     * {@return the {@code D3D_TESSELLATOR_OUTPUT_*} name of output primitive {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String tessellatorOutputPrimitive(long v) {
        return PrimitiveNames.tessellatorOutputPrimitive(v);
    }

    /**
     * {@return the {@code D3D_TESSELLATOR_PARTITIONING_*} name of {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String partitioning(long v) {
        return PrimitiveNames.partitioning(v);
    }

    /**
     * {@return the {@code D3D_TESSELLATOR_DOMAIN_*} name of domain {@code v}, or null when it has none}
     * @param v the value as stored
     */
    public static String domain(long v) {
        return PrimitiveNames.domain(v);
    }

    /**
     * {@return {@code D3D_FEATURE_LEVEL}: 0xB100 is {@code D3D_FEATURE_LEVEL_11_1}}
     * @param v the value as stored
     */
    public static String featureLevel(long v) {
        if (v <= 0 || v > 0xFFFF || (v & 0xFF) != 0) {
            return null;
        }
        return String.format(Locale.ROOT, "D3D_FEATURE_LEVEL_%d_%d", v >>> 12, v >>> 8 & 0xF);
    }
}
