// Decompiled by dxkit from a ps_5_0 program.

tbuffer Colors : register(t0)
{
    float4 Tints[6];
};
tbuffer Rows : register(t1)
{
    row_major float3x4 Frames[8];
};
tbuffer Cols : register(t2)
{
    column_major float4x3 Skin[5];
};

struct Input
{
    float4 SV_Position0 : SV_Position;
    uint INDEX0 : INDEX;
    float3 NORMAL0 : NORMAL;
};

struct Output
{
    float4 SV_Target0 : SV_Target;
};

Output main(Input i)
{
    Output o;
    float4 r0, r1, r2, r3, r4;
    int4 r0i, r1i;
    uint4 r0u, r1u;
    r0u.x = i.INDEX0 >> 3u;
    r0i.y = 3 * (int)r0u.x;
    r0i.xz = (int2)r0u.xx * int2(3, 3) + int2(2, 1);
    r1.xyz = transpose(Skin[(uint)r0i.y / 3u])[(uint)r0i.y % 3u].xyz;
    r0.yzw = transpose(Skin[(uint)r0i.z / 3u])[(uint)r0i.z % 3u].xyz;
    r2.xyz = transpose(Skin[(uint)r0i.x / 3u])[(uint)r0i.x % 3u].xyz;
    r0.xyz = i.NORMAL0.yyy * r0.yzw;
    r0.xyz = r1.xyz * i.NORMAL0.xxx + r0.xyz;
    r0.xyz = r2.xyz * i.NORMAL0.zzz + r0.xyz;
    r0u.w = 7u & i.INDEX0;
    r1i.x = 3 * (int)r0u.w;
    r1i.yz = (int2)r0u.ww * int2(3, 3) + int2(2, 1);
    r2.xyzw = Frames[(uint)r1i.x / 3u][(uint)r1i.x % 3u].xyzw;
    r3.xyz = i.NORMAL0.xyz;
    r3.w = 1.0f;
    r2.x = dot(r2.xyzw, r3.xyzw);
    r4.xyzw = Frames[(uint)r1i.z / 3u][(uint)r1i.z % 3u].xyzw;
    r1.xyzw = Frames[(uint)r1i.y / 3u][(uint)r1i.y % 3u].xyzw;
    r2.z = dot(r1.xyzw, r3.xyzw);
    r2.y = dot(r4.xyzw, r3.xyzw);
    r0.xyz = r2.xyz + r0.xyz;
    r1u.x = i.INDEX0 % 6u;
    r1.xyzw = Tints[r1u.x].xyzw;
    r0.w = 1.0f;
    o.SV_Target0.xyzw = r1.xyzw * r0.xyzw;
    return o;
}
