package dev.dxkit.spark;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.JavaSerializer;
import org.apache.spark.serializer.KryoRegistrator;

/**
 * How the job's shuffle records are written with Kryo (the job sets {@code spark.serializer} to Kryo unless
 * told otherwise): a {@link Key} as its 32 bytes, a program's {@link Counted.Groups} as its names — a few
 * dozen bytes a program, where Java serialization writes a few hundred; the shares and tallies, one per task,
 * with Java serialization, which they implement.
 */
public final class CensusKryo implements KryoRegistrator {
    /** Spark's settings that make the job use this registrator. */
    static void configure(org.apache.spark.SparkConf conf) {
        conf.setIfMissing("spark.serializer", "org.apache.spark.serializer.KryoSerializer");
        conf.setIfMissing("spark.kryo.registrator", CensusKryo.class.getName());
    }

    @Override
    public void registerClasses(Kryo kryo) {
        kryo.register(Key.class, new Serializer<Key>() {
            @Override
            public void write(Kryo k, Output out, Key key) {
                out.writeByte(key.sha256.length);
                out.writeBytes(key.sha256);
            }

            @Override
            public Key read(Kryo k, Input in, Class<Key> type) {
                return new Key(in.readBytes(in.readByte() & 0xFF));
            }
        });
        kryo.register(Counted.Groups.class, new Serializer<Counted.Groups>() {
            @Override
            public void write(Kryo k, Output out, Counted.Groups g) {
                out.writeVarInt(g.names.length, true);
                for (String n : g.names) {
                    out.writeString(n);
                }
            }

            @Override
            public Counted.Groups read(Kryo k, Input in, Class<Counted.Groups> type) {
                String[] names = new String[in.readVarInt(true)];
                for (int i = 0; i < names.length; i++) {
                    names[i] = in.readString();
                }
                return new Counted.Groups(names);
            }
        });
        kryo.register(Counted.Share.class, new JavaSerializer());
        kryo.register(SparkCensus.Tallied.class, new JavaSerializer());
        kryo.register(FileRef.class, new JavaSerializer());
    }
}
